<?php
/**
 * GET /wp-json/lavanda/v1/status: lets the site see this plugin and what it provides.
 *
 * @package Lavanda_Headless
 */

defined( 'ABSPATH' ) || exit;

/**
 * A public, read-only summary. WPGraphQL refuses introspection to anonymous clients, so the site
 * cannot discover this plugin from the schema; it asks here instead. Nothing secret is in it:
 * revalidation is only "configured" or "not configured".
 */
final class Lavanda_Status_Endpoint {

	const ROUTE = '/status';

	private Lavanda_Settings $settings;

	public function __construct( Lavanda_Settings $settings ) {
		$this->settings = $settings;
	}

	public function register(): void {
		Lavanda_Public_Route::register( self::ROUTE, fn() => self::status( $this->settings ) );
	}

	/**
	 * The status document (also shown on the settings page).
	 *
	 * @param Lavanda_Settings $settings The plugin's settings.
	 * @return array{plugin:string,version:string,menuLocations:array<string,bool>,revalidation:string,contentModel:string,offsetPagination:string}
	 */
	public static function status( Lavanda_Settings $settings ): array {
		return array(
			'plugin'           => 'lavanda-headless',
			'version'          => LAVANDA_HEADLESS_VERSION,
			'menuLocations'    => Lavanda_Menus::assigned(),
			'revalidation'     => $settings->is_configured() ? 'configured' : 'not configured',
			'contentModel'     => Lavanda_Content_Model::summary(),
			'offsetPagination' => Lavanda_Offset_Pagination::provider(),
		);
	}
}
