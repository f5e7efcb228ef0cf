/// Whether bytes are well-formed UTF-8 (RFC 3629: no overlong forms, no surrogates, nothing past
/// U+10FFFF), answered without decoding them.
enum UTF8Check {
    static func isValid(_ bytes: [UInt8]) -> Bool {
        var i = 0
        let n = bytes.count
        while i < n {
            let b = bytes[i]
            if b < 0x80 { i += 1; continue }
            let length: Int
            var low: UInt8 = 0x80, high: UInt8 = 0xBF
            switch b {
            case 0xC2...0xDF: length = 2
            case 0xE0: length = 3; low = 0xA0
            case 0xE1...0xEC, 0xEE...0xEF: length = 3
            case 0xED: length = 3; high = 0x9F
            case 0xF0: length = 4; low = 0x90
            case 0xF1...0xF3: length = 4
            case 0xF4: length = 4; high = 0x8F
            default: return false
            }
            guard i + length <= n else { return false }
            // The second byte's range depends on the first; the rest are plain continuations.
            guard bytes[i + 1] >= low, bytes[i + 1] <= high else { return false }
            for k in 2..<max(2, length) where bytes[i + k] & 0xC0 != 0x80 { return false }
            i += length
        }
        return true
    }
}
