/**
 * Every area's `nav` part, or its palette's share (read through the `?nav` or `?nav-palette` import of
 * vite.config.ts, which leaves the rest of the file out), each under its namespace, with the whole
 * namespaces the set holds beside them.
 */
export function withAreaNav(
  navByFile: Record<string, object>,
  whole: Record<string, object>,
): Record<string, object> {
  const namespaces: Record<string, object> = {}
  for (const [file, nav] of Object.entries(navByFile)) {
    const namespace = file.slice(file.lastIndexOf('/') + 1, -'.json'.length)
    if (Object.keys(nav).length > 0) namespaces[namespace] = { nav }
  }
  return { ...namespaces, ...whole }
}
