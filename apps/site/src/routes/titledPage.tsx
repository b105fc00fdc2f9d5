import { useStore } from '@nanostores/react';
import type { ComponentType } from 'react';
import { pageMessages } from './pageMessages';

type Messages = ReturnType<typeof pageMessages.get>;
/** The page messages that are a title as they stand, not made from the page's data. */
export type PageTitle = { [K in keyof Messages]: Messages[K] extends string ? K : never }[keyof Messages];

/** A route that is one screen, needing nothing from the route, under its title in the tab. */
export function titledPage(title: PageTitle, Screen: ComponentType): ComponentType {
  return function Component() {
    const t = useStore(pageMessages);
    return (
      <>
        <title>{t[title]}</title>
        <Screen />
      </>
    );
  };
}
