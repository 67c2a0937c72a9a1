import { createElement, type ComponentPropsWithoutRef } from 'react';

export type HeadingLevel = 1 | 2 | 3 | 4 | 5 | 6;

export interface HeadingProps extends ComponentPropsWithoutRef<'h2'> {
  level: HeadingLevel;
}

/** A heading whose level fits the page outline where the component is placed. */
export function Heading({ level, ...props }: HeadingProps) {
  return createElement(`h${level}`, props);
}
