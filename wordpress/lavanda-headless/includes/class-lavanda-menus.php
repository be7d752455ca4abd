<?php
/**
 * The menu locations the site reads: header-menu and footer-menu, for any theme.
 *
 * @package Lavanda_Headless
 */

defined( 'ABSPATH' ) || exit;

/**
 * The site asks WPGraphQL for `menu(id: "header-menu", idType: SLUG)` and the footer's likewise,
 * and WPGraphQL shows anonymous readers only menus assigned to a location. Block themes such as
 * Twenty Twenty-Five register no classic locations, so without this there is nowhere to assign them.
 */
final class Lavanda_Menus {

	const LOCATIONS = array( 'header-menu', 'footer-menu' );

	public static function register(): void {
		// Late, after the theme's own setup, so a theme that registers other locations keeps them.
		add_action( 'after_setup_theme', array( __CLASS__, 'register_locations' ), 99 );
	}

	public static function register_locations(): void {
		$labels = array(
			'header-menu' => __( 'Header Menu (Lavanda site)', 'lavanda-headless' ),
			'footer-menu' => __( 'Footer Menu (Lavanda site)', 'lavanda-headless' ),
		);
		// A theme (or another plugin) that already has these locations keeps its own labels.
		$missing = array_diff_key( $labels, get_registered_nav_menus() );
		if ( $missing ) {
			register_nav_menus( $missing );
		}
		// register_nav_menus() adds this too; said explicitly because it is what makes Appearance ›
		// Menus (nav-menus.php) reachable on a block theme, which hides it otherwise.
		add_theme_support( 'menus' );
	}

	/**
	 * Whether each location has a menu assigned (the site shows no menu where none is).
	 *
	 * @return array<string,bool>
	 */
	public static function assigned(): array {
		$locations = get_nav_menu_locations();
		$assigned  = array();
		foreach ( self::LOCATIONS as $location ) {
			$menu_id               = (int) ( $locations[ $location ] ?? 0 );
			$assigned[ $location ] = $menu_id > 0 && wp_get_nav_menu_object( $menu_id ) !== false;
		}
		return $assigned;
	}
}
