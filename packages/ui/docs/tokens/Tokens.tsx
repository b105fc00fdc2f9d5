import { useState, useSyncExternalStore, type CSSProperties, type ReactNode } from 'react';
import { Button, vars } from '../../src';
import * as styles from './Tokens.css';

/*
 * The theme's tokens drawn for the Theming page. Names come from the contract (`vars`), values from the page
 * itself (the custom properties the theme sets on :root), so the page shows what the kit really ships and never
 * a copy that could fall behind.
 */

/** A token's custom property: `var(--color-brand__1x2y)` → `--color-brand__1x2y`. */
export const propertyOf = (token: string) => /^var\((--[^),\s]+)/.exec(token)?.[1] ?? token;

const noSubscription = () => () => {};

/** The value the theme gives a token on this page, as written in the theme. */
export function useTokenValue(token: string): string {
  return useSyncExternalStore(
    noSubscription,
    () => getComputedStyle(document.documentElement).getPropertyValue(propertyOf(token)).trim(),
    () => '',
  );
}

/** A group of the contract as `[name, token]` pairs, in the contract's order. */
const entries = (group: Record<string, string>) => Object.entries(group);

function Value({ token }: { token: string }) {
  return <code className={styles.value}>{useTokenValue(token)}</code>;
}

interface ScaleProps {
  /** The contract's group, e.g. `vars.space`. */
  group: Record<string, string>;
  /** How the group is called in code, e.g. `vars.space`. */
  path: string;
  /** Draws one token. */
  draw: (token: string) => ReactNode;
  caption: string;
}

/** One row a token: its name in code, its value, and the token drawn. */
function Scale({ group, path, draw, caption }: ScaleProps) {
  return (
    <table className={styles.table}>
      <caption className={styles.cell}>{caption}</caption>
      <thead>
        <tr>
          <th className={styles.cell} scope="col">
            token
          </th>
          <th className={styles.cell} scope="col">
            value
          </th>
          <th className={styles.cell} scope="col">
            drawn
          </th>
        </tr>
      </thead>
      <tbody>
        {entries(group).map(([name, token]) => (
          <tr key={name}>
            <th className={styles.cell} scope="row">
              <code className={styles.value}>{`${path}${/^\w+$/.test(name) && !/^\d/.test(name) ? `.${name}` : `['${name}']`}`}</code>
            </th>
            <td className={styles.cell}>
              <Value token={token} />
            </td>
            <td className={styles.cell}>{draw(token)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Every colour of the theme as a swatch with its name and value. */
export function ColourSwatches() {
  return (
    <ul className={styles.swatches} aria-label="Colours">
      {entries(vars.color).map(([name, token]) => (
        <li key={name}>
          <div className={styles.swatch} style={{ backgroundColor: token }} data-token={`color.${name}`} />
          <code className={styles.value}>{`vars.color.${name}`}</code>
          <br />
          <Value token={token} />
        </li>
      ))}
    </ul>
  );
}

export function SpaceScale() {
  return <Scale caption="Space" group={vars.space} path="vars.space" draw={(token) => <div className={styles.bar} style={{ inlineSize: token }} />} />;
}

export function RadiusScale() {
  return <Scale caption="Radius" group={vars.radius} path="vars.radius" draw={(token) => <div className={styles.box} style={{ borderRadius: token }} />} />;
}

export function ShadowScale() {
  return <Scale caption="Shadow" group={vars.shadow} path="vars.shadow" draw={(token) => <div className={styles.shadowBox} style={{ boxShadow: token }} />} />;
}

/** A line in Latin and Arabic, as the kit's text is set. */
const SAMPLE = 'Learn at your pace · تعلّم على راحتك';

export function TypeScale() {
  const { fontFamily, fontSize, fontWeight, lineHeight } = vars.typography;
  return (
    <>
      <Scale caption="Font families" group={fontFamily} path="vars.typography.fontFamily" draw={(token) => <span className={styles.sample} style={{ fontFamily: token }}>{SAMPLE}</span>} />
      <Scale caption="Font sizes" group={fontSize} path="vars.typography.fontSize" draw={(token) => <span className={styles.sample} style={{ fontSize: token }}>{SAMPLE}</span>} />
      <Scale caption="Font weights" group={fontWeight} path="vars.typography.fontWeight" draw={(token) => <span className={styles.sample} style={{ fontWeight: token }}>{SAMPLE}</span>} />
      <Scale
        caption="Line heights"
        group={lineHeight}
        path="vars.typography.lineHeight"
        draw={(token) => (
          <span className={styles.paragraph} style={{ lineHeight: token }}>
            {SAMPLE}
          </span>
        )}
      />
    </>
  );
}

/** Durations and easings: the dot crosses its track in each, when asked (and at once for those who ask for less motion). */
export function MotionScale() {
  const [moved, setMoved] = useState(false);
  const { duration, easing } = vars.motion;
  const track = (style: CSSProperties) => (
    <div className={styles.track} data-moved={moved || undefined}>
      <div className={styles.dot} style={style} />
    </div>
  );
  return (
    <>
      <Button variant="secondary" aria-pressed={moved} onClick={() => setMoved(!moved)}>
        Move the dots
      </Button>
      <Scale caption="Durations (with the standard easing)" group={duration} path="vars.motion.duration" draw={(token) => track({ transitionDuration: token, transitionTimingFunction: easing.standard })} />
      <Scale caption="Easings (over the normal duration)" group={easing} path="vars.motion.easing" draw={(token) => track({ transitionDuration: duration.normal, transitionTimingFunction: token })} />
    </>
  );
}

/** The tokens that are numbers rather than looks: the content width and the stacking order. */
export function OtherTokens() {
  return (
    <>
      <Scale caption="Layout" group={vars.layout} path="vars.layout" draw={() => null} />
      <Scale caption="Stacking order (z-index)" group={vars.zIndex} path="vars.zIndex" draw={() => null} />
    </>
  );
}
