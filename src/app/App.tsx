import { RouterProvider } from '@tanstack/react-router';
import { Provider } from 'react-redux';
import { BackPressProvider } from './back/backPressContext.tsx';
import type { AppShell } from './bootstrap.ts';
import { NavigatorProvider } from './navigation/navigatorContext.tsx';
import { ServicesProvider } from './services/servicesContext.tsx';

export function App({ shell }: { shell: AppShell }) {
  return (
    <Provider store={shell.store}>
      <ServicesProvider value={shell.services}>
        <NavigatorProvider value={shell.navigator}>
          <BackPressProvider value={shell.backPress}>
            <RouterProvider router={shell.router} />
          </BackPressProvider>
        </NavigatorProvider>
      </ServicesProvider>
    </Provider>
  );
}
