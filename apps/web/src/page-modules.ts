/**
 * The JavaScript chunks of the app's start and of this page's route, as the server names them
 * (`#page-modules`, from Vite's manifest; apps/api/src/modules/web/routes.ts): a chunk, then the
 * chunks it imports. Same-origin `/assets/` files only.
 */
export function pageModules(): string[] {
  let files: unknown;
  try {
    files = JSON.parse(document.getElementById('page-modules')?.textContent || '[]');
  } catch {
    files = [];
  }
  return Array.isArray(files) ? files.filter((href): href is string => typeof href === 'string' && href.startsWith('/assets/')) : [];
}
