<?php
/**
 * The per-block CSS WordPress generates while it renders a post's blocks, for the site.
 *
 * @package Lavanda_Headless
 */

defined( 'ABSPATH' ) || exit;

/**
 * WordPress's block supports give a block with its own layout (a Group 200 px wide, a vertical
 * Row, a three-column Grid, a custom block gap) a generated class, `wp-container-…`, and a block
 * with its own link colour `wp-elements-…`, and put the matching rules into the style engine's
 * `block-supports` store, which a theme prints in its page head. WPGraphQL's `content` carries the
 * classes but not the rules: this adds `blockSupportStyles` beside `content`, the rules of exactly
 * the classes that content holds.
 *
 * The rules are read from the store after the content is rendered (WPGraphQL renders it once per
 * node, and WordPress names a class after what its rule says, so the store holds each class's
 * rule however often or in whatever order contents are rendered): nothing is rendered twice and
 * the store is left as it was, in case a theme prints it later in the same request.
 */
final class Lavanda_Block_Support_Styles {

	const FIELD = 'blockSupportStyles';

	public static function register(): void {
		add_action( 'graphql_register_types', array( __CLASS__, 'register_field' ) );
	}

	public static function register_field(): void {
		register_graphql_field(
			'NodeWithContentEditor',
			self::FIELD,
			array(
				'type'        => 'String',
				'description' => __( 'The CSS WordPress generates for the blocks of this content (per-block layouts, block gaps, link colours), as its theme prints it in a page head. Null when the content is not visible to the viewer.', 'lavanda-headless' ),
				'resolve'     => array( __CLASS__, 'resolve' ),
			)
		);
	}

	/**
	 * @param mixed $node The node's model (WPGraphQL\Model\Post for every type with an editor).
	 */
	public static function resolve( $node ): ?string {
		if ( ! $node instanceof \WPGraphQL\Model\Post ) {
			return null;
		}
		// The model's own rendering, under WPGraphQL's visibility rules (null when restricted).
		$html = $node->contentRendered;
		if ( ! is_string( $html ) || '' === $html ) {
			return null;
		}
		return self::rules_for( $html );
	}

	/**
	 * The block-supports rules whose selector starts with a generated class the HTML holds.
	 */
	public static function rules_for( string $html ): string {
		if ( ! class_exists( 'WP_Style_Engine_CSS_Rules_Store' ) ) {
			return '';
		}
		preg_match_all( '/\b(wp-(?:container|elements)-[a-z0-9-]+)/', $html, $matches );
		$classes = array_flip( array_unique( $matches[1] ) );
		if ( empty( $classes ) ) {
			return '';
		}
		$store = WP_Style_Engine_CSS_Rules_Store::get_store( 'block-supports' );
		$rules = array_filter(
			$store->get_all_rules(),
			static function ( $rule ) use ( $classes ) {
				return preg_match( '/^\.(wp-(?:container|elements)-[a-z0-9-]+)/', $rule->get_selector(), $match )
					&& isset( $classes[ $match[1] ] );
			}
		);
		if ( empty( $rules ) ) {
			return '';
		}
		return WP_Style_Engine::compile_stylesheet_from_css_rules( array_values( $rules ), array( 'prettify' => false ) );
	}
}
