import { createBlockPresetsHandler } from '@/lib/block-styles/presets-handler';
import { blockPresets } from '@/lib/wordpress/api/block-presets';

/** The theme's block presets from WordPress (lib/block-styles/presets-handler.ts). */
export default createBlockPresetsHandler(() => blockPresets().current());
