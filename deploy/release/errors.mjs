/** A refusal or failure the release tools explain in one line (the CLI prints its message, no stack). */
export class ReleaseError extends Error {}
