/**
 * Tailwind 4 gives its per-utility variables (`--tw-border-style`, `--tw-shadow`, ...) their starting
 * values through `@property` rules, which browsers ignore inside a shadow root; without them `border`
 * draws no line and rings no shadow. Tailwind also writes the same values as plain declarations on
 * `*, ::before, ::after, ::backdrop` for browsers without `@property`, behind an `@supports` test that
 * is false in current browsers: this makes that fallback unconditional, so it holds in shadow roots too.
 */
export function shadowSafeCss(css: string): string {
  return css.replace(/@supports\s*\(\(\(-webkit-hyphens:\s*none\)\)[^{]*\{/g, '@supports (display: block) {')
}
