import { Divider, Paper, Text, UnstyledButton } from '@mantine/core';
import {
  type AnchorHTMLAttributes,
  type KeyboardEvent,
  type ReactElement,
  type ReactNode,
  type Ref,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { Link } from 'react-router';
import classes from './ActionMenu.module.css';

/** What makes a button the menu's own: give them all to the one element that opens it. */
export interface ActionMenuButtonProps {
  ref: Ref<HTMLButtonElement>;
  onClick: () => void;
  onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => void;
  'aria-haspopup': 'menu';
  'aria-expanded': boolean;
  'aria-controls': string | undefined;
}

/**
 * A button's menu of a few actions or links, drawn with the page and hydrated with it: the button the visitor
 * sees is the one that opens the menu from the first click (no stand-in swapped for Mantine's Menu when its code
 * arrives, issue 25), and no positioning library comes with it (Mantine's Menu brought floating-ui, ~35 kB
 * compressed, to every page with a calendar button). The list opens under the button, at its end or its start;
 * the keyboard works as in a menu: the first item takes the focus, arrows move, Escape and Tab close it and the
 * focus goes back to the button.
 */
export function ActionMenu({
  button,
  children,
  width = 260,
  align = 'end',
}: {
  button: (props: ActionMenuButtonProps) => ReactElement;
  /** `ActionMenuItem`s, `ActionMenuDivider`s and `ActionMenuLabel`s. */
  children: ReactNode;
  width?: number;
  /** Which edge of the button the list lines up with. */
  align?: 'start' | 'end';
}) {
  const [opened, setOpened] = useState(false);
  const [side, setSide] = useState(align);
  const root = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLDivElement>(null);
  const id = useId();

  const close = (focusButton: boolean) => {
    setOpened(false);
    setSide(align);
    if (focusButton) trigger.current?.focus();
  };
  const items = () => menuItemsOf(list.current);

  // Lined up with the button's end (or start) as asked, unless that runs off the screen (a phone's header puts
  // the button at the left): then with the other edge. Measured before the paint, so it never shows cut off.
  useLayoutEffect(() => {
    if (!opened || !list.current) return;
    const box = list.current.getBoundingClientRect();
    if (box.left < 0) setSide('start');
    else if (box.right > document.documentElement.clientWidth) setSide('end');
  }, [opened]);

  useEffect(() => {
    if (!opened) return;
    // The first item takes the focus, also when the items come a moment later (a lazy part of the menu).
    const focusFirst = () => {
      const first = menuItemsOf(list.current)[0];
      first?.focus();
      return first !== undefined;
    };
    const arriving = new MutationObserver(() => {
      if (focusFirst()) arriving.disconnect();
    });
    if (!focusFirst() && list.current) arriving.observe(list.current, { childList: true, subtree: true });
    // A press anywhere else closes it, as a click outside any menu does.
    const outside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpened(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => {
      arriving.disconnect();
      document.removeEventListener('pointerdown', outside);
    };
  }, [opened]);

  const onListKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const all = items();
    const at = all.indexOf(document.activeElement as HTMLElement);
    const move = (to: number) => {
      event.preventDefault();
      all[(to + all.length) % all.length]?.focus();
    };
    if (event.key === 'ArrowDown') move(at + 1);
    else if (event.key === 'ArrowUp') move(at - 1);
    else if (event.key === 'Home') move(0);
    else if (event.key === 'End') move(all.length - 1);
    else if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'Tab') close(false);
  };

  return (
    <div ref={root} className={classes.root}>
      {button({
        ref: trigger,
        onClick: () => {
          setSide(align);
          setOpened((open) => !open);
        },
        onKeyDown: (event) => {
          if (event.key === 'ArrowDown' && !opened) {
            event.preventDefault();
            setOpened(true);
          }
        },
        'aria-haspopup': 'menu',
        'aria-expanded': opened,
        'aria-controls': opened ? id : undefined,
      })}
      {opened && (
        <Paper
          ref={list}
          id={id}
          role="menu"
          shadow="md"
          withBorder
          p={4}
          w={width}
          className={classes.list}
          data-align={side}
          onKeyDown={onListKeyDown}
          // An item that does something closes the menu; one that keeps it open (copy) stops the click.
          onClick={(event) => {
            if ((event.target as Element).closest('[role="menuitem"]')) close(false);
          }}
        >
          {children}
        </Paper>
      )}
    </div>
  );
}

function menuItemsOf(list: HTMLElement | null): HTMLElement[] {
  return [...(list?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
}

type ItemProps = {
  icon?: ReactNode;
  children: ReactNode;
  color?: string;
} & (
  | { href: string; to?: never; onClick?: never; linkProps?: AnchorHTMLAttributes<HTMLAnchorElement> }
  | { to: string; href?: never; onClick?: never; linkProps?: never }
  | {
      onClick: () => void;
      href?: never;
      to?: never;
      linkProps?: never;
      /** Keep the menu open after the click (a "copied" state to show). */
      keepOpen?: boolean;
    }
);

/** One entry: a link out (`href`), a page of this site (`to`) or an action (`onClick`). */
export function ActionMenuItem(props: ItemProps) {
  const content = (
    <>
      {props.icon && <span className={classes.icon}>{props.icon}</span>}
      <span>{props.children}</span>
    </>
  );
  const common = { role: 'menuitem', tabIndex: -1, className: classes.item, c: props.color } as const;
  if (props.href !== undefined) {
    return (
      <UnstyledButton component="a" href={props.href} {...props.linkProps} {...common}>
        {content}
      </UnstyledButton>
    );
  }
  if (props.to !== undefined) {
    return (
      <UnstyledButton component={Link} to={props.to} {...common}>
        {content}
      </UnstyledButton>
    );
  }
  const { onClick } = props;
  const keepOpen = 'keepOpen' in props && props.keepOpen;
  return (
    <UnstyledButton
      type="button"
      {...common}
      onClick={(event) => {
        if (keepOpen) event.stopPropagation();
        onClick();
      }}
    >
      {content}
    </UnstyledButton>
  );
}

export function ActionMenuDivider() {
  return <Divider my={4} />;
}

export function ActionMenuLabel({ children }: { children: ReactNode }) {
  return (
    <Text size="xs" c="dimmed" fw={500} px="sm" py={4}>
      {children}
    </Text>
  );
}
