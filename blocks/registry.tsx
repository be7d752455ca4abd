import type { ComponentType } from 'react';
import type { Block, BlockTypename } from '@/lib/wordpress/types/blocks';
import { CustomContent } from './CustomContent';
import { DiamondDuplex } from './DiamondDuplex';
import { Duplex } from './Duplex';
import { Iframe } from './Iframe';
import { MarketoForm } from './MarketoForm';
import { PageHero } from './PageHero';
import { PreFooter } from './PreFooter';
import { ProductCards } from './ProductCards';
import { Single } from './Single';
import { TwoColumn } from './TwoColumn';
import { VidyardVideo } from './VidyardVideo';

/**
 * `lead`: the block opens the page, so its image (if it has one) is the page's largest paint:
 * fetched first rather than lazily. Only one block of a page leads.
 */
type BlockComponent<K extends BlockTypename> = ComponentType<{
  block: Extract<Block, { typename: K }>;
  lead?: boolean;
}>;

/** WPGraphQL type name of each flexible layout → the component that renders it. */
export const blockRegistry: { [K in BlockTypename]: BlockComponent<K> } = {
  PageContentFlexibleLayoutPageHeroLayout: PageHero,
  PageContentFlexibleLayoutCustomContentLayout: CustomContent,
  PageContentFlexibleLayoutDiamondDuplexLayout: DiamondDuplex,
  PageContentFlexibleLayoutDuplexLayout: Duplex,
  PageContentFlexibleLayoutIframeLayout: Iframe,
  PageContentFlexibleLayoutMarketoFormLayout: MarketoForm,
  PageContentFlexibleLayoutProductCardsLayout: ProductCards,
  PageContentFlexibleLayoutSingleLayout: Single,
  PageContentFlexibleLayoutTwoColumnLayout: TwoColumn,
  PageContentFlexibleLayoutVidyardVideoLayout: VidyardVideo,
  PageContentFlexibleLayoutPreFooterLayout: PreFooter,
};

function componentFor(typename: string): ComponentType<{ block: Block; lead?: boolean }> | null {
  if (!Object.hasOwn(blockRegistry, typename)) return null;
  return blockRegistry[typename as BlockTypename] as ComponentType<{
    block: Block;
    lead?: boolean;
  }>;
}

/**
 * A page's flexible blocks in order. A layout without a component renders nothing; on the server
 * it is logged (the seam already drops layouts it does not know, so this is a safety net).
 * The first block leads (its image is fetched first): above it stand at most the page's title and
 * its own text, which WordPress pages built from blocks keep short.
 */
export function BlockList({ blocks }: { blocks: Block[] }) {
  return (
    <>
      {blocks.map((block, index) => {
        const Component = componentFor(block.typename);
        if (!Component) {
          if (typeof window === 'undefined') {
            console.warn(
              `[blocks] no component for layout ${String(block.typename)}: not rendered`,
            );
          }
          return null;
        }
        return <Component key={`${block.typename}-${index}`} block={block} lead={index === 0} />;
      })}
    </>
  );
}
