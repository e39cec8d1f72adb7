import { InfoSection } from './info-layout';

export interface TextSection {
  title: string;
  /** A bulleted list, shown first. */
  items?: string[];
  /** A paragraph, shown after the list. */
  text?: string;
}

/** The sections of a page that is only text (/terms, /privacy): each a heading, a list and/or a paragraph. */
export function TextSections({ sections }: { sections: TextSection[] }) {
  return sections.map(({ title, items, text }) => (
    <InfoSection key={title} title={title}>
      {items ? (
        <ul>
          {items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      ) : null}
      {text ? <p>{text}</p> : null}
    </InfoSection>
  ));
}
