type SceneModule = typeof import('./scene/ReplayScene');

let loading: Promise<SceneModule> | null = null;

/**
 * PixiJS and the scene, fetched once. The replay screen asks for them as it opens, so they download
 * while the round does; a failed download is asked for afresh next time.
 */
export function loadSceneModule(): Promise<SceneModule> {
  loading ??= import('./scene/ReplayScene').catch((err: unknown) => {
    loading = null;
    throw err;
  });
  return loading;
}
