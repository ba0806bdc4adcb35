import { lazy, Suspense } from 'react';

const SampleBanner = lazy(() => import('./sample-data').then((m) => ({ default: m.SampleBanner })));

/** The sample workspace's banner: its code loads only in a sample workspace (the shell renders it there). */
export function LazySampleBanner(props: { spaceId: string; building: boolean }) {
  return (
    <Suspense fallback={null}>
      <SampleBanner {...props} />
    </Suspense>
  );
}
