// The backgrounds of the car pictures: one per variant n (1-8), cycling.

export interface Scene {
  sky: [string, string];
  floor: [string, string];
  extra: (id: string) => string;
}

export const SCENES: Scene[] = [
  // 1 studio
  { sky: ["#f3f5f8", "#dde2e9"], floor: ["#cfd5dd", "#b9c0ca"], extra: () => `<ellipse cx="400" cy="150" rx="330" ry="120" fill="#ffffff" opacity="0.55"/>` },
  // 2 clear day
  {
    sky: ["#9fd3ff", "#e6f4ff"],
    floor: ["#8d9096", "#6f7278"],
    extra: () =>
      `<circle cx="660" cy="110" r="46" fill="#fff3b0" opacity="0.9"/><path d="M0 470 Q120 420 240 455 T480 445 T800 460 V500 H0 Z" fill="#8fbf7a" opacity="0.8"/><rect x="0" y="540" width="800" height="6" fill="#f2f2f2" opacity="0.7"/>`,
  },
  // 3 sunset
  {
    sky: ["#ff9f7a", "#ffe1bf"],
    floor: ["#a47862", "#7e5847"],
    extra: () => `<circle cx="180" cy="420" r="90" fill="#ffd27a" opacity="0.75"/><path d="M0 480 L140 430 L260 470 L420 410 L560 465 L700 425 L800 455 V500 H0 Z" fill="#7a4b5a" opacity="0.55"/>`,
  },
  // 4 dusk city
  {
    sky: ["#1c2747", "#42548a"],
    floor: ["#2a2f3b", "#1c2029"],
    extra: () =>
      `<g fill="#0f1630" opacity="0.85"><rect x="30" y="380" width="70" height="120"/><rect x="110" y="340" width="50" height="160"/><rect x="170" y="400" width="90" height="100"/><rect x="560" y="360" width="60" height="140"/><rect x="630" y="320" width="55" height="180"/><rect x="700" y="390" width="80" height="110"/></g><g fill="#ffe9a8" opacity="0.7"><circle cx="120" cy="80" r="2"/><circle cx="300" cy="50" r="1.6"/><circle cx="520" cy="90" r="2"/><circle cx="710" cy="60" r="1.6"/></g>`,
  },
  // 5 warm showroom
  { sky: ["#f8efe2", "#eadbc4"], floor: ["#d8c4a6", "#c4ad8b"], extra: () => `<g fill="#ffffff" opacity="0.35"><rect x="60" y="60" width="160" height="300"/><rect x="320" y="60" width="160" height="300"/><rect x="580" y="60" width="160" height="300"/></g>` },
  // 6 coast
  {
    sky: ["#bfeee6", "#f1fbf9"],
    floor: ["#e6d6b0", "#d2bf93"],
    extra: () => `<rect x="0" y="420" width="800" height="80" fill="#4fb3c8" opacity="0.75"/><path d="M0 430 Q200 418 400 430 T800 428" stroke="#ffffff" stroke-width="3" fill="none" opacity="0.7"/>`,
  },
  // 7 lavender studio
  { sky: ["#e7e1f6", "#f7f4fd"], floor: ["#bdb3d6", "#a69bc4"], extra: () => `<circle cx="400" cy="260" r="230" fill="#ffffff" opacity="0.35"/>` },
  // 8 night spotlight
  {
    sky: ["#24262b", "#3f434a"],
    floor: ["#1b1c1f", "#101113"],
    extra: (id) => `<ellipse cx="400" cy="520" rx="360" ry="70" fill="url(#${id}-spot)"/>`,
  },
];
