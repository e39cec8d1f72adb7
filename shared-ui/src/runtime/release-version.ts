// No imports: the release tools, the deploy API and the health collector (Node, type stripping) share it.

/**
 * A release version: strict semver (no leading zeros) without build metadata, so that it is a plain URL
 * segment and one version has one spelling.
 */
export const RELEASE_VERSION =
  /^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)(?:-(?:0|[1-9]\d*|\d*[A-Za-z-][0-9A-Za-z-]*)(?:\.(?:0|[1-9]\d*|\d*[A-Za-z-][0-9A-Za-z-]*))*)?$/;
