'use client';

import { Component, type ReactNode } from 'react';

/**
 * A convenience a step shows when its code arrives after the page ("Applied before?", the CDL scan): when that code
 * cannot be fetched (the phone lost its connection), the step goes on without it instead of the page failing.
 */
export class OptionalPart extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  render() {
    return this.state.failed ? null : this.props.children;
  }
}
