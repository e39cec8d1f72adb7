import type { CSSProperties, ReactNode } from 'react';
import { type ColourPair, pairsOf, UNCHECKED } from './colour-pairs';
import { contrastRatio } from './contrast';
import type { Token } from './parse-tokens';
import { TOKENS } from './tokens-source';

const ROOT = ':root';
const HINDI = ':root:lang(hi)';

/** The tokens of the page's :root rule whose name starts with `prefix`. */
const rootTokens = (prefix: string, tokens: readonly Token[]) =>
  tokens.filter((token) => token.scope === ROOT && token.name.startsWith(prefix));

const cell: CSSProperties = { padding: '8px 12px', borderBottom: '1px solid #dde2ea', verticalAlign: 'middle' };
const code: CSSProperties = { fontFamily: 'var(--font-mono)', fontSize: 13 };

function Table({ head, children }: { head: string[]; children: ReactNode }) {
  return (
    <table style={{ borderCollapse: 'collapse', width: '100%', fontSize: 14 }}>
      <thead>
        <tr>
          {head.map((title) => (
            <th key={title} style={{ ...cell, textAlign: 'left' }}>
              {title}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}

function Name({ token }: { token: Token }) {
  return (
    <td style={cell}>
      <code style={code}>{token.name}</code>
      <br />
      <code style={{ ...code, color: '#525b68' }}>{token.value}</code>
    </td>
  );
}

const rootValue = (name: string, tokens: readonly Token[]) =>
  tokens.find((token) => token.scope === ROOT && token.name === name)?.value ?? '';

const short = (name: string) => name.replace('--color-', '');

function Contrast({ pair, tokens }: { pair: ColourPair; tokens: readonly Token[] }) {
  const foreground = rootValue(pair.foreground, tokens);
  const background = rootValue(pair.background, tokens);
  const ratio = contrastRatio(foreground, background);
  const passes = ratio !== null && ratio >= pair.needed;
  return (
    <li style={{ display: 'flex', gap: 8, alignItems: 'center', marginBottom: 4 }}>
      <span style={{ background, color: foreground, border: '1px solid #c9d0da', borderRadius: 4, padding: '0 6px' }}>
        Aa
      </span>
      <span>
        {short(pair.foreground)} on {short(pair.background)}:{' '}
        <strong>{ratio === null ? 'n/a' : `${ratio.toFixed(2)}:1`}</strong>{' '}
        <span style={{ color: passes ? '#146c2e' : '#b3261e', fontWeight: 600 }}>
          {passes ? `AA pass (${pair.needed}:1)` : `AA fail (needs ${pair.needed}:1)`}
        </span>
      </span>
    </li>
  );
}

/** Every colour, its swatch, and its contrast on the backgrounds it is used on, with AA pass or fail. */
export function ColourTokens({ tokens = TOKENS }: { tokens?: readonly Token[] }) {
  const colours = rootTokens('--color-', tokens);
  const names = colours.map((token) => token.name);
  return (
    <Table head={['Swatch', 'Token', 'Contrast (WCAG AA)']}>
      {colours.map((token) => (
        <tr key={token.name}>
          <td style={cell}>
            <span
              style={{
                display: 'block',
                width: 48,
                height: 48,
                borderRadius: 8,
                background: token.value,
                border: '1px solid #c9d0da',
              }}
            />
          </td>
          <Name token={token} />
          <td style={cell}>
            {token.name in UNCHECKED ? (
              <em>Not checked: {UNCHECKED[token.name]}</em>
            ) : (
              <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
                {pairsOf(token, names).map((pair) => (
                  <Contrast key={`${pair.foreground}/${pair.background}`} pair={pair} tokens={colours} />
                ))}
              </ul>
            )}
          </td>
        </tr>
      ))}
    </Table>
  );
}

const SAMPLE = { en: 'Contact the vehicle owner', hi: 'गाड़ी के मालिक से संपर्क करें' };

/**
 * The type scale in each script: English sizes (:root) with Latin sample text, Hindi sizes (:root:lang(hi))
 * with Devanagari, each set with its script's line heights; then weights and families.
 */
export function TypeScale({ tokens = TOKENS }: { tokens?: readonly Token[] }) {
  const scale = (scope: string, language: 'en' | 'hi') => {
    const of = (name: string) => tokens.find((token) => token.scope === scope && token.name === name)?.value;
    const lineHeight = of('--line-height-body') ?? rootValue('--line-height-body', tokens);
    const tight = of('--line-height-tight') ?? rootValue('--line-height-tight', tokens);
    return tokens
      .filter((token) => token.scope === scope && token.name.startsWith('--font-size-'))
      .map((token) => (
        <tr key={`${scope}${token.name}`}>
          <Name token={token} />
          <td style={cell}>
            <span
              lang={language === 'hi' ? 'hi-IN' : 'en-IN'}
              style={{
                fontSize: token.value,
                lineHeight: /xl/.test(token.name) ? tight : lineHeight,
                fontFamily: 'var(--font-body)',
              }}
            >
              {SAMPLE[language]}
            </span>
          </td>
        </tr>
      ));
  };
  const lines = (scope: string) =>
    tokens.filter((token) => token.scope === scope && token.name.startsWith('--line-height-'));
  const rest = tokens.filter(
    (token) => token.scope === ROOT && token.name.startsWith('--font-') && !token.name.startsWith('--font-size-'),
  );
  return (
    <>
      <h3>English (Latin script)</h3>
      <Table head={['Token', 'Sample']}>{scale(ROOT, 'en')}</Table>
      <h3>Hindi (Devanagari), on a page with lang="hi-IN"</h3>
      <Table head={['Token', 'Sample']}>{scale(HINDI, 'hi')}</Table>
      <h3>Line heights</h3>
      <Table head={['Token', 'Used for']}>
        {[...lines(ROOT), ...lines(HINDI)].map((token) => (
          <tr key={`${token.scope}${token.name}`}>
            <Name token={token} />
            <td style={cell}>
              {token.scope === HINDI ? 'Hindi pages' : 'English pages'}:{' '}
              {token.name.endsWith('tight') ? 'headings, buttons' : 'body text'}
            </td>
          </tr>
        ))}
      </Table>
      <h3>Families and weights</h3>
      <Table head={['Token', 'Sample']}>
        {rest.map((token) => (
          <tr key={token.name}>
            <Name token={token} />
            <td style={cell}>
              <span
                style={
                  token.name.startsWith('--font-weight-')
                    ? { fontWeight: token.value as CSSProperties['fontWeight'] }
                    : { fontFamily: token.value }
                }
              >
                {SAMPLE.en} · <span lang="hi-IN">{SAMPLE.hi}</span>
              </span>
            </td>
          </tr>
        ))}
      </Table>
    </>
  );
}

/**
 * The root's tokens whose name starts with `prefix`, each beside a block drawn with its value: `sample` gives the
 * block's style for a value, `sampleCell` the style of its cell.
 */
function SampleTable({
  prefix,
  shows,
  tokens,
  sample,
  sampleCell = cell,
}: {
  prefix: string;
  shows: string;
  tokens: readonly Token[];
  sample(value: string): CSSProperties;
  sampleCell?: CSSProperties;
}) {
  return (
    <Table head={['Token', shows]}>
      {rootTokens(prefix, tokens).map((token) => (
        <tr key={token.name}>
          <Name token={token} />
          <td style={sampleCell}>
            <span style={{ display: 'block', ...sample(token.value) }} />
          </td>
        </tr>
      ))}
    </Table>
  );
}

const bar = (width: string) => ({ width, height: 16, background: '#0b57d0', borderRadius: 2 });
const corner = (borderRadius: string) => ({
  width: 96,
  height: 56,
  borderRadius,
  background: '#e8f0fe',
  border: '2px solid #0b57d0',
});
const card = (boxShadow: string) => ({ width: 120, height: 64, borderRadius: 12, background: '#ffffff', boxShadow });

/** The spacing steps, drawn as bars of their width. */
export function SpacingTokens({ tokens = TOKENS }: { tokens?: readonly Token[] }) {
  return <SampleTable prefix="--space-" shows="Size" tokens={tokens} sample={bar} />;
}

/** The corner radii, on a box each. */
export function RadiusTokens({ tokens = TOKENS }: { tokens?: readonly Token[] }) {
  return <SampleTable prefix="--radius-" shows="Corner" tokens={tokens} sample={corner} />;
}

/** The elevations, on a white card each over the page background. */
export function ShadowTokens({ tokens = TOKENS }: { tokens?: readonly Token[] }) {
  return (
    <SampleTable
      prefix="--shadow-"
      shows="Elevation"
      tokens={tokens}
      sample={card}
      sampleCell={{ ...cell, background: '#f4f6fa' }}
    />
  );
}

const SHOWN_ELSEWHERE = ['--color-', '--font-', '--line-height-', '--space-', '--radius-', '--shadow-'];

/**
 * Every other token (sizes, motion, layers, the focus ring, the column's gutter), each with the rule that
 * sets it: the Hindi scale and the wider gutter from 600 px are listed with their rule.
 */
export function OtherTokens({ tokens = TOKENS }: { tokens?: readonly Token[] }) {
  const others = tokens.filter(
    (token) =>
      token.scope !== HINDI && !(token.scope === ROOT && SHOWN_ELSEWHERE.some((p) => token.name.startsWith(p))),
  );
  return (
    <Table head={['Token', 'Group', 'Set by']}>
      {others.map((token) => (
        <tr key={`${token.scope}${token.name}`}>
          <Name token={token} />
          <td style={cell}>{token.section}</td>
          <td style={cell}>
            <code style={code}>{token.scope}</code>
          </td>
        </tr>
      ))}
    </Table>
  );
}
