// The snapshot vocabulary an assertion takes (RecordMode, Tolerance, SnapshotEnvironment) lives in
// LoupeSnapshot; a test that imports LoupeTesting sees it without a second import.
@_exported import LoupeSnapshot
