<?php
/**
 * The plugin's public, read-only REST routes under lavanda/v1.
 *
 * @package Lavanda_Headless
 */

defined( 'ABSPATH' ) || exit;

/**
 * One way to publish a read-only document for the site: anyone may read it (the site asks
 * anonymously, as WordPress's own front end shows the same data to any visitor).
 */
final class Lavanda_Public_Route {

	const REST_NAMESPACE = 'lavanda/v1';

	/**
	 * Registers GET `lavanda/v1{$route}` answering what `$document` returns, when the REST API starts.
	 *
	 * @param string   $route    The route, e.g. '/status'.
	 * @param callable $document Returns the answer's data.
	 */
	public static function register( string $route, callable $document ): void {
		add_action(
			'rest_api_init',
			fn() => register_rest_route(
				self::REST_NAMESPACE,
				$route,
				array(
					'methods'             => WP_REST_Server::READABLE,
					'callback'            => fn() => rest_ensure_response( $document() ),
					'permission_callback' => '__return_true',
				)
			)
		);
	}
}
