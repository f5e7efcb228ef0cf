/// The options every printing command takes, accepted before the subcommand as well as after.
enum GlobalOptions {
    /// Flags, and options that take the next argument as their value.
    static let flags: Set<String> = ["--ascii", "--json"]
    static let valued: Set<String> = ["--width"]

    /// `arguments` with the global options that come before the subcommand's name moved just
    /// after it; unchanged when no subcommand is named (the shell, the default, takes them).
    static func movedAfterSubcommand(_ arguments: [String], subcommands: Set<String>) -> [String] {
        var leading: [String] = []
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            let name = String(argument.prefix { $0 != "=" })
            if flags.contains(argument) || (valued.contains(name) && argument.contains("=")) {
                leading.append(argument)
                index += 1
            } else if valued.contains(argument), index + 1 < arguments.count {
                leading += arguments[index...(index + 1)]
                index += 2
            } else {
                break
            }
        }
        guard !leading.isEmpty, index < arguments.count, subcommands.contains(arguments[index]) else { return arguments }
        return [arguments[index]] + leading + arguments[(index + 1)...]
    }
}
