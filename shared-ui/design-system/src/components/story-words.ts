/**
 * For stories: the args a story shows and, in parameters.hindiArgs, the ones a Hindi screen would pass
 * instead (the preview's loader puts them over the args when the story runs in Hindi). The args keep the
 * types they are written with (const, NoInfer: not widened to the story's), so that a story still knows
 * which args its meta gave.
 */
export function storyWords<const A extends object>(
  args: A,
  hindiArgs: Record<string, unknown>,
): { args: NoInfer<A>; parameters: { hindiArgs: Record<string, unknown> } } {
  return { args, parameters: { hindiArgs } };
}
