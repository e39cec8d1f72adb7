import { useEffect, useRef, useState } from 'react';
import { QrCodeIcon } from '../icons/icons';
import styles from './loading-animation.module.css';

/** If the animation has not started within 1 s (reduced motion, CSS not loaded, slow device) a static fallback shows. */
export const LOADING_ANIMATION_FALLBACK_MS = 1000;
/** One loop: 121 frames at 60 fps, about 2 s. */
export const LOADING_ANIMATION_LOOP_MS = 2000;

export interface LoadingAnimationProps {
  /** Visible caption and accessible name, in the page's language (no English default). */
  label: string;
  /** Force the static fallback (stories, tests). */
  forceFallback?: boolean;
}

export function LoadingAnimation({ label, forceFallback = false }: LoadingAnimationProps) {
  const [started, setStarted] = useState(false);
  const [fallback, setFallback] = useState(forceFallback);
  const startedRef = useRef(false);
  const stageRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (forceFallback) {
      setFallback(true);
      return;
    }
    const timer = setTimeout(() => {
      // A busy device may not have drawn the first frame yet: rings the styles already animate are starting,
      // not missing (reduced motion or missing CSS give them none).
      const starting = stageRef.current?.getAnimations?.({ subtree: true }).length;
      if (!startedRef.current && !starting) setFallback(true);
    }, LOADING_ANIMATION_FALLBACK_MS);
    return () => clearTimeout(timer);
  }, [forceFallback]);

  // A native listener: animationstart bubbles up from the rings.
  useEffect(() => {
    const stage = stageRef.current;
    if (!stage) return;
    const onStart = () => {
      startedRef.current = true;
      setStarted(true);
    };
    stage.addEventListener('animationstart', onStart);
    return () => stage.removeEventListener('animationstart', onStart);
  }, []);

  return (
    <div
      role="status"
      aria-label={label}
      className={[styles.root, fallback ? styles.fallback : ''].filter(Boolean).join(' ')}
      data-state={fallback ? 'fallback' : started ? 'animating' : 'starting'}
    >
      <div ref={stageRef} className={styles.stage} aria-hidden="true">
        <span className={styles.ring} />
        <span className={styles.ring} />
        <span className={styles.ring} />
        <span className={styles.core}>
          <QrCodeIcon />
        </span>
      </div>
      <div className={styles.fallbackDots} aria-hidden="true">
        <span />
        <span />
        <span />
      </div>
      {/* A page's loading screen: until the page comes, its caption is the page's heading. */}
      <h1 className={styles.label}>{label}</h1>
    </div>
  );
}
