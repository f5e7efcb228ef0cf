import Notebook
#if canImport(Glibc)
import Glibc
#endif

/// The disk, for `save` and `load` at the prompt and in replays run with `--allow-files`.
/// `~/` means the home directory, as a user typing a path expects.
struct DiskFiles: SessionFileSystem {
    func read(_ path: String) throws(FileProblem) -> [UInt8]? {
        let target = Environment.expandingTilde(path)
        if access(target, F_OK) != 0, errno == ENOENT { return nil }
        switch Terminal.readFile(target) {
        case .success(let bytes): return bytes
        case .failure(let error): throw FileProblem("cannot read \(error)")
        }
    }

    func write(_ text: String, to path: String) throws(FileProblem) {
        do {
            try NotebookFiles.writeAtomically(text, to: Environment.expandingTilde(path))
        } catch {
            throw FileProblem("\(error)")
        }
    }

    func write(_ text: String, to path: String, ifStill unchanged: ([UInt8]?) -> Bool) throws(FileProblem) {
        let target = Environment.expandingTilde(path)
        let failure: FileError? = withoutActuallyEscaping(unchanged) { check -> FileError? in
            do throws(FileError) {
                try RegularFile.replace(target, with: text, unchanged: check)
                return nil
            } catch {
                return error
            }
        }
        if let failure { throw FileProblem("cannot write \(failure)") }
    }
}
