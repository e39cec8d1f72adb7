import { useContext, useEffect, useState } from 'react';
import { Button } from 'shared-ui';
import { breaksEveryPage, buildVersionOf, compatibilityProblems } from 'shared-ui/federation';
import { useMessages } from 'shared-ui/i18n';
import { routingMessages } from '../routing/messages';
import { siteRoutes } from '../routing/site-routes';
import { statusMessages } from '../status/messages';
import { StatusPage } from '../status/status-page';
import styles from '../status/status-page.module.css';
import { readManifests } from './compatibility-plugin';
import { RetryRemoteContext } from './retry-remote';
import { siteReachable } from './site-reachable';

/** null while the site is being asked; true when it answers (the cause is on the site's side). */
function useSiteReachable(known: boolean): boolean | null {
  const [reachable, setReachable] = useState<boolean | null>(known ? true : null);
  useEffect(() => {
    if (known) return;
    let current = true;
    void siteReachable().then((value) => current && setReachable(value));
    return () => {
      current = false;
    };
  }, [known]);
  return reachable;
}

/**
 * `detail`: for operators, what keeps the remote's build from fitting this site (see compatibility.ts).
 * The help line says the site is being updated when the site itself answers, and asks the visitor to
 * check their connection only when it does not.
 */
export function RemoteUnavailable({ detail }: { detail?: string | null }) {
  const retry = useContext(RetryRemoteContext);
  const routing = useMessages(routingMessages);
  const t = useMessages(statusMessages);
  const reachable = useSiteReachable(Boolean(detail));
  return (
    <StatusPage
      role="alert"
      title={routing.unavailableTitle}
      actions={
        <Button type="button" onClick={retry}>
          {routing.tryAgain}
        </Button>
      }
    >
      {reachable !== null && <p>{reachable ? t.updatingHelp : t.unavailableHelp}</p>}
      {detail ? <p className={styles.detail}>{detail}</p> : null}
    </StatusPage>
  );
}

/**
 * Why the remote's build does not fit this site, for this page, in one line for operators: the release
 * gate's own problems (compatibility.ts) for the manifest the shell read.
 */
export function misfitDetail(remote: string, expose: string): string | null {
  const read = readManifests.get(remote);
  if (!read) return null;
  const problems = compatibilityProblems({ remote, ...read, pages: siteRoutes() }).filter(
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
