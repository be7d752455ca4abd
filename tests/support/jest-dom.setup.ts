// Vitest setup: Testing Library's DOM matchers (toBeInTheDocument, toHaveAccessibleName,
// toHaveAttribute …) for the suites that run in jsdom (`// @vitest-environment jsdom`); the node
// suites do without them.
import type {} from '@testing-library/jest-dom/vitest';

if (typeof document !== 'undefined') await import('@testing-library/jest-dom/vitest');
