// The shared-structure dictionaries and sets come from swift-collections; every layer that keeps
// snapshots uses them through this module.
@_exported import HashTreeCollections
