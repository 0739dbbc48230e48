// The snapshot vocabulary an assertion takes (RecordMode, Tolerance, SnapshotEnvironment) lives in
// LoupeSnapshot; a test that imports LoupeTesting sees it without a second import.
@_exported import LoupeSnapshot
// And the review vocabulary an assertWidgetReview takes (ReviewSeverity, ReviewRules).
@_exported import LoupeReview
