import { toPlainText } from '../../html/plain-text';
import type { FlexibleLayoutFieldsFragment } from '../generated/graphql';
import type { Block, BlockBackground, IframeBlock } from '../types/blocks';
import type { Link } from '../types/layout';
import { type ReshapeContext, richText } from './context';
import { reshapeImage, reshapeLink } from './media';

const BACKGROUNDS: BlockBackground[] = ['white', 'grey', 'navy'];
const VIDYARD_UUID = /^[A-Za-z0-9_-]{1,64}$/;
const MARKETO_FORM_ID = /^\d{1,10}$/;
const DEFAULT_IFRAME_HEIGHT = 480;

/** ACF selects arrive as arrays of values. */
function firstChoice(values: (string | null)[] | null | undefined): string | null {
  return values?.find((value): value is string => Boolean(value)) ?? null;
}

/** Only https addresses on an allowed host are embedded; anything else is dropped and logged. */
function embeddableUrl(raw: string | null, context: ReshapeContext): string | null {
  if (!raw) return null;
  try {
    const url = new URL(raw);
    if (url.protocol === 'https:' && context.embedHosts.includes(url.hostname)) return url.href;
  } catch {
    // Not a URL at all: dropped below.
  }
  context.warn(`iframe block: not embedding "${raw}" (https and EMBED_ALLOWED_HOSTS only)`);
  return null;
}

function iframeHeight(height: number | null): IframeBlock['height'] {
  if (height === null || !Number.isFinite(height)) return DEFAULT_IFRAME_HEIGHT;
  return Math.min(Math.max(Math.round(height), 100), 2000);
}

/** One flexible layout as the site's Block, or null for a layout this site does not know. */
export function reshapeBlock(
  layout: FlexibleLayoutFieldsFragment,
  context: ReshapeContext,
): Block | null {
  const text = (html: string | null | undefined) => richText(html, context);
  switch (layout.__typename) {
    case 'PageContentFlexibleLayoutPageHeroLayout':
      return {
        typename: layout.__typename,
        title: toPlainText(layout.title),
        contentHtml: text(layout.content),
        image: reshapeImage(layout.image?.node),
        ctas: (layout.ctas ?? [])
          .map((cta) => reshapeLink(cta?.link, context))
          .filter((link): link is Link => link !== null),
      };
    case 'PageContentFlexibleLayoutCustomContentLayout': {
      const background = firstChoice(layout.backgroundColor);
      return {
        typename: layout.__typename,
        contentHtml: text(layout.content),
        background: BACKGROUNDS.find((name) => name === background) ?? 'white',
      };
    }
    case 'PageContentFlexibleLayoutDiamondDuplexLayout':
      return {
        typename: layout.__typename,
        title: toPlainText(layout.title),
        contentHtml: text(layout.content),
        image: reshapeImage(layout.image?.node),
        imagePosition: firstChoice(layout.imagePosition) === 'right' ? 'right' : 'left',
      };
    case 'PageContentFlexibleLayoutDuplexLayout':
      return {
        typename: layout.__typename,
        title: toPlainText(layout.title),
        contentHtml: text(layout.content),
        image: reshapeImage(layout.image?.node),
        link: reshapeLink(layout.link, context),
        reverse: layout.reverse === true,
      };
    case 'PageContentFlexibleLayoutIframeLayout':
      return {
        typename: layout.__typename,
        title: toPlainText(layout.title) || 'Embedded content',
        url: embeddableUrl(layout.iframeUrl, context),
        height: iframeHeight(layout.height),
      };
    case 'PageContentFlexibleLayoutMarketoFormLayout': {
      const formId = layout.formId?.trim() ?? '';
      return {
        typename: layout.__typename,
        title: toPlainText(layout.title),
        description: toPlainText(layout.description),
        formId: MARKETO_FORM_ID.test(formId) ? formId : null,
        marketo: context.marketo,
      };
    }
    case 'PageContentFlexibleLayoutProductCardsLayout':
      return {
        typename: layout.__typename,
        title: toPlainText(layout.title),
        cards: (layout.cards ?? []).flatMap((card) =>
          card
            ? [
                {
                  title: toPlainText(card.title),
                  text: toPlainText(card.text),
                  image: reshapeImage(card.image?.node),
                  link: reshapeLink(card.link, context),
                },
              ]
            : [],
        ),
      };
    case 'PageContentFlexibleLayoutSingleLayout':
      return {
        typename: layout.__typename,
        title: toPlainText(layout.title),
        contentHtml: text(layout.content),
        image: reshapeImage(layout.image?.node),
      };
    case 'PageContentFlexibleLayoutTwoColumnLayout':
      return {
        typename: layout.__typename,
        leftHtml: text(layout.leftColumn),
        rightHtml: text(layout.rightColumn),
      };
    case 'PageContentFlexibleLayoutVidyardVideoLayout': {
      const uuid = layout.uuid?.trim() ?? '';
      return {
        typename: layout.__typename,
        title: toPlainText(layout.title) || 'Video',
        uuid: VIDYARD_UUID.test(uuid) ? uuid : null,
      };
    }
    case 'PageContentFlexibleLayoutPreFooterLayout':
      return {
        typename: layout.__typename,
        title: toPlainText(layout.title),
        content: toPlainText(layout.content),
        link: reshapeLink(layout.link, context),
      };
    default:
      context.warn(
        `unknown flexible layout ${(layout as { __typename: string }).__typename}: not rendered`,
      );
      return null;
  }
}

export function reshapeBlocks(
  layouts: (FlexibleLayoutFieldsFragment | null)[] | null | undefined,
  context: ReshapeContext,
): Block[] {
  return (layouts ?? []).flatMap((layout) => {
    const block = layout ? reshapeBlock(layout, context) : null;
    return block ? [block] : [];
  });
}
