import { PageHeader, PageLayout, type PageWidth } from '@qr/design-system';
import { type MessageCatalog, useMessages } from '@qr/runtime/i18n';
import type { ComponentType } from 'react';
import { OwnerOnly } from '../features/shared/session/owner-only';

interface OwnerPageFrame {
  /** The feature's catalog: its pageTitle is the page's heading. */
  messages: MessageCatalog<{ pageTitle: string }>;
  backTo: string;
  width?: PageWidth;
}

/**
 * An owner page: its layout and header (title and Back), and its content, all only while this tab has a
 * session (else the Session Expired card alone, so the content's requests stop with it).
 */
export function ownerPage({ messages, backTo, width = 'content' }: OwnerPageFrame, Content: ComponentType) {
  function Framed() {
    const t = useMessages(messages);
    return (
      <PageLayout width={width}>
        <PageHeader title={t.pageTitle} backTo={backTo} />
        <Content />
      </PageLayout>
    );
  }
  return function OwnerPage() {
    return (
      <OwnerOnly>
        <Framed />
      </OwnerOnly>
    );
  };
}
