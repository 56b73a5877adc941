import { Outlet, ScrollRestoration, useNavigation } from 'react-router';

/** Every page: scroll restoration and a thin bar while the next page's code downloads. */
export function RootLayout() {
  const navigation = useNavigation();
  return (
    <>
      {navigation.state !== 'idle' && (
        <div className="fixed inset-x-0 top-0 z-[60] h-1 overflow-hidden bg-accent-100" aria-hidden="true">
          <div className="h-full w-1/3 animate-progress bg-accent-500" />
        </div>
      )}
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
