/** Hand-made SVG scenes of the province (no network images): mountains, lake, town, fields, workshop, classroom. */
export type Scene = 'mountains' | 'lake' | 'town' | 'fields' | 'workshop' | 'classroom';

const palette: Record<Scene, { sky: string; far: string; near: string; accent: string }> = {
  mountains: { sky: '#dbeafe', far: '#93a8c4', near: '#2f5d8a', accent: '#ffffff' },
  lake: { sky: '#e0f2fe', far: '#7aa5c9', near: '#1f6f9f', accent: '#f59e0b' },
  town: { sky: '#fef3c7', far: '#d6a96b', near: '#8a4b2a', accent: '#c8102e' },
  fields: { sky: '#ecfccb', far: '#8fbf6a', near: '#3f7d32', accent: '#f59e0b' },
  workshop: { sky: '#ede9fe', far: '#a3a0c9', near: '#4b4690', accent: '#f97316' },
  classroom: { sky: '#fce7f3', far: '#d9a3bf', near: '#8a2f5d', accent: '#0b5cad' },
};

function Foreground({ scene, accent, near }: { scene: Scene; accent: string; near: string }) {
  switch (scene) {
    case 'mountains':
      return <path d="M150 60 l22 40 h-44 z" fill={accent} opacity="0.9" />;
    case 'lake':
      return (
        <>
          <rect x="0" y="120" width="320" height="60" fill={near} />
          <path d="M120 140 q20 10 40 0 l-5 10 h-30 z" fill={accent} />
        </>
      );
    case 'town':
      return (
        <>
          <rect x="60" y="100" width="40" height="50" fill={near} />
          <path d="M55 100 l25 -20 l25 20 z" fill={accent} />
          <rect x="130" y="90" width="50" height="60" fill={near} />
          <path d="M125 90 l30 -25 l30 25 z" fill={accent} />
          <rect x="210" y="105" width="40" height="45" fill={near} />
        </>
      );
    case 'fields':
      return (
        <>
          <path d="M0 130 q80 -20 160 0 t160 0 v50 h-320 z" fill={near} />
          <circle cx="250" cy="50" r="18" fill={accent} />
        </>
      );
    case 'workshop':
      return (
        <>
          <rect x="70" y="110" width="180" height="12" fill={near} />
          <circle cx="120" cy="92" r="16" fill="none" stroke={accent} strokeWidth="6" />
          <rect x="170" y="75" width="10" height="35" fill={accent} />
        </>
      );
    case 'classroom':
      return (
        <>
          <rect x="60" y="40" width="200" height="80" fill={near} rx="4" />
          <path d="M80 70 h80 M80 90 h120" stroke={accent} strokeWidth="6" />
        </>
      );
  }
}

export function Illustration({ scene, className }: { scene: Scene; className?: string }) {
  const colors = palette[scene];
  return (
    <svg className={className} viewBox="0 0 320 180" aria-hidden="true" focusable="false">
      <rect width="320" height="180" fill={colors.sky} />
      <path d="M0 150 L70 70 L120 120 L180 40 L250 120 L290 90 L320 120 V180 H0 Z" fill={colors.far} />
      <path d="M0 170 L90 110 L150 150 L230 100 L320 160 V180 H0 Z" fill={colors.near} opacity="0.85" />
      <Foreground scene={scene} accent={colors.accent} near={colors.near} />
    </svg>
  );
}
