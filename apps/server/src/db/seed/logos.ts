// Demo tenant logos: small hand-written SVGs, 3:1 like the top bar's slot.
export function demoLogo(initials: string, name: string, colour: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 100" role="img" aria-label="${name}">
<rect width="300" height="100" rx="14" fill="${colour}"/>
<path d="M18 66c14-10 28-10 42 0s28 10 42 0 28-10 42 0" fill="none" stroke="#fff" stroke-width="6" stroke-linecap="round" opacity=".85"/>
<text x="160" y="62" font-family="Arial, Helvetica, sans-serif" font-size="44" font-weight="700" fill="#fff" text-anchor="start">${initials}</text>
</svg>`;
}
