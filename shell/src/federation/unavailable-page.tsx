import { breaksEveryPage, buildVersionOf, compatibilityProblems } from '@qr/platform/federation';
import { RemoteUnavailable } from '../status/remote-unavailable';
import { readManifests, sitePages } from './compatibility-plugin';

/**
 * Why the remote's build does not fit this site, for this page, in one line for operators: the release
 * gate's own problems (compatibility.ts) for the manifest the shell read.
 */
export function misfitDetail(remote: string, expose: string): string | null {
  const read = readManifests.get(remote);
  if (!read) return null;
  const problems = compatibilityProblems({ remote, ...read, pages: sitePages() }).filter(
    (problem) => breaksEveryPage(problem) || (problem.kind === 'expose' && problem.expose === expose),
  );
  if (!problems.length) return null;
  const texts = problems.map((problem) => problem.text).join('; ');
  return `${remote} ${buildVersionOf(read.manifest)} does not fit this site: ${texts}`;
}

/** The fallback page as a page module; `misfit` names a page whose remote's build does not fit the shell. */
export function unavailableModule(misfit: { remote: string; expose: string } | null) {
  const detail = misfit && misfitDetail(misfit.remote, misfit.expose);
  if (!detail) return { default: RemoteUnavailable };
  console.error(`[federation] ${misfit.remote}/${misfit.expose} was not loaded: ${detail}`);
  return { default: () => <RemoteUnavailable detail={detail} /> };
}
