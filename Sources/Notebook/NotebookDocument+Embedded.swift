extension NotebookDocument {
    /// The storyboards and xibs written in the notebook itself: a fenced block whose info string
    /// is `storyboard NAME` or `xib NAME` (```` ```storyboard LaunchScreen.storyboard ````). A
    /// ```layout cell opens one by its name (`open LaunchScreen.storyboard`) without touching the
    /// disk, so the notebook stays a record that replays anywhere. Later blocks of a name win.
    public var embeddedDocuments: [String: [UInt8]] {
        var found: [String: [UInt8]] = [:]
        for segment in segments {
            guard case .prose(let lines) = segment else { continue }
            var index = 0
            while index < lines.count {
                let trimmed = lines[index].trimmingCharacters(in: " \t")
                guard let marker = Self.fenceMarker(trimmed) else { index += 1; continue }
                let words = trimmed.dropFirst(marker.count).split(separator: " ", omittingEmptySubsequences: true)
                index += 1
                var body: [String] = []
                while index < lines.count, !Self.closes(lines[index], marker) {
                    body.append(lines[index])
                    index += 1
                }
                index += 1
                guard words.count >= 2, ["storyboard", "xib"].contains(words[0].lowercased()) else { continue }
                found[String(words[1])] = Array((body.joined(separator: "\n") + "\n").utf8)
            }
        }
        return found
    }

    static func fenceMarker(_ trimmed: String) -> String? {
        for c: Character in ["`", "~"] {
            let run = trimmed.prefix { $0 == c }
            if run.count >= 3 { return String(run) }
        }
        return nil
    }

    static func closes(_ line: String, _ marker: String) -> Bool {
        let trimmed = line.trimmingCharacters(in: " \t")
        return trimmed.hasPrefix(marker) && trimmed.allSatisfy { $0 == marker.first }
    }
}

extension String {
    func trimmingCharacters(in set: String) -> String {
        var s = Substring(self)
        while let f = s.first, set.contains(f) { s.removeFirst() }
        while let l = s.last, set.contains(l) || l == "\r" { s.removeLast() }
        return String(s)
    }
}
