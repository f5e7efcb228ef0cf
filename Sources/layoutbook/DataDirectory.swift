#if canImport(Glibc)
import Glibc
#endif

/// Where the shell keeps what outlives a session — the history and the journal:
/// `$XDG_DATA_HOME/layoutbook`, or `~/.local/share/layoutbook` when that is unset.
struct DataDirectory {
    let path: String

    /// The directory the environment names, or nil when there is no home to put it in. A relative
    /// `XDG_DATA_HOME` is ignored, as the XDG Base Directory specification asks.
    static func fromEnvironment() -> DataDirectory? {
        if let data = Environment.value("XDG_DATA_HOME"), data.hasPrefix("/") {
            return DataDirectory(path: data + "/layoutbook")
        }
        guard let home = Environment.value("HOME"), home.hasPrefix("/") else { return nil }
        return DataDirectory(path: home + "/.local/share/layoutbook")
    }

    var historyFile: String { path + "/history" }
    var journalDirectory: String { path + "/journal" }

    /// Creates `directory` and its missing parents, private to the user; nil on success, else why not.
    static func create(_ directory: String) -> String? {
        var prefix = ""
        for component in directory.split(separator: "/") {
            prefix += "/" + component
            if mkdir(prefix, 0o700) != 0, errno != EEXIST {
                return "cannot create \(prefix): \(String(cString: strerror(errno)))"
            }
        }
        return nil
    }
}

/// The environment, read in one place.
enum Environment {
    static func value(_ name: String) -> String? {
        guard let value = getenv(name) else { return nil }
        let text = String(cString: value)
        return text.isEmpty ? nil : text
    }

    /// `~/x` as the user means it.
    static func expandingTilde(_ path: String) -> String {
        guard path == "~" || path.hasPrefix("~/"), let home = value("HOME") else { return path }
        return home + path.dropFirst()
    }
}
