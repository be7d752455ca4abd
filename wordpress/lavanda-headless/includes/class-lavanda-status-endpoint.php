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

	const REST_NAMESPACE = 'lavanda/v1';
	const ROUTE     = '/status';

	private Lavanda_Settings $settings;

	public function __construct( Lavanda_Settings $settings ) {
		$this->settings = $settings;
	}

	public function register(): void {
		add_action( 'rest_api_init', array( $this, 'register_route' ) );
	}

	public function register_route(): void {
		register_rest_route(
			self::REST_NAMESPACE,
			self::ROUTE,
			array(
				'methods'             => WP_REST_Server::READABLE,
				'callback'            => fn() => rest_ensure_response( self::status( $this->settings ) ),
				'permission_callback' => '__return_true',
			)
		);
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
