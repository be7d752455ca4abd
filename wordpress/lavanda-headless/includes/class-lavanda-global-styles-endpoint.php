<?php
/**
 * GET /wp-json/lavanda/v1/global-styles: the theme's block presets, for the site's blocks.
 *
 * @package Lavanda_Headless
 */

defined( 'ABSPATH' ) || exit;

/**
 * The stylesheet WordPress writes for its theme's presets on its own pages (the palette,
 * gradients, font sizes and families, spacing and shadows as CSS variables, and the has-* classes
 * that use them): a post's blocks name them by class, and without it the site can only guess.
 * Public and read-only, as it is on any page of a WordPress front end.
 */
final class Lavanda_Global_Styles_Endpoint {

	const ROUTE = '/global-styles';

	public function register(): void {
		Lavanda_Public_Route::register( self::ROUTE, array( self::class, 'global_styles' ) );
	}

	/**
	 * The presets' stylesheet of the active theme.
	 *
	 * @return array{theme:string,css:string}
	 */
	public static function global_styles(): array {
		return array(
			'theme' => get_stylesheet(),
			'css'   => wp_get_global_stylesheet( array( 'variables', 'presets' ) ),
		);
	}
}
