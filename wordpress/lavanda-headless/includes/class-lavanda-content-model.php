<?php
/**
 * The content model the site queries, registered through SCF/ACF from acf/field-groups.json.
 *
 * @package Lavanda_Headless
 */

defined( 'ABSPATH' ) || exit;

/**
 * Registers the Site Options page and the field groups (site options, page options, page content
 * with its flexible layouts) as local SCF/ACF definitions, so they need no import and cannot drift
 * from the site: acf/field-groups.json is generated from the site's own definition
 * (`npm run wordpress:field-groups`). The same file can be imported with SCF › Tools › Import.
 *
 * Without SCF/ACF nothing happens. A group that another definition already provides (same key,
 * or the same GraphQL name, e.g. groups created in the SCF UI or by another plugin) is skipped,
 * because WPGraphQL for ACF would otherwise register its types twice.
 */
final class Lavanda_Content_Model {

	const FILE = 'acf/field-groups.json';

	const OPTIONS_PAGE_PREFIX = 'ui_options_page_';
	const GROUP_PREFIX        = 'group_';

	/** @var array<string,string> What happened to each item, by key: 'registered' or why not. */
	private static array $outcome = array();

	public static function register(): void {
		// After the usual priority 10, so definitions made in code elsewhere are seen first; before
		// WPGraphQL builds its schema (it reads the groups when a GraphQL request runs).
		add_action( 'acf/init', array( __CLASS__, 'register_with_acf' ), 20 );
	}

	/**
	 * 'registered', 'provided by another definition', 'SCF/ACF is not active' …, for the status.
	 */
	public static function summary(): string {
		if ( ! function_exists( 'acf_add_local_field_group' ) ) {
			return 'SCF/ACF is not active';
		}
		if ( ! self::$outcome ) {
			return 'not registered';
		}
		$registered = count( array_filter( self::$outcome, static fn( $o ) => 'registered' === $o ) );
		if ( count( self::$outcome ) === $registered ) {
			return 'registered';
		}
		return 0 === $registered ? 'provided by another definition' : 'partly provided by another definition';
	}

	/**
	 * The items of acf/field-groups.json, or null when it cannot be read.
	 *
	 * @return array<int,array<string,mixed>>|null
	 */
	public static function items(): ?array {
		$file = LAVANDA_HEADLESS_DIR . '/' . self::FILE;
		$json = is_readable( $file ) ? file_get_contents( $file ) : false; // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a local file.
		$data = false === $json ? null : json_decode( $json, true );
		if ( ! is_array( $data ) || ! array_is_list( $data ) ) {
			error_log( '[lavanda-headless] cannot read ' . $file . '; the content model is not registered' ); // phpcs:ignore WordPress.PHP.DevelopmentFunctions.error_log_error_log
			return null;
		}
		return array_values( array_filter( $data, static fn( $item ) => is_array( $item ) && isset( $item['key'] ) && is_string( $item['key'] ) ) );
	}

	public static function register_with_acf(): void {
		if ( ! function_exists( 'acf_add_local_field_group' ) ) {
			return;
		}
		$items = self::items();
		if ( null === $items ) {
			return;
		}
		foreach ( $items as $item ) {
			if ( str_starts_with( $item['key'], self::OPTIONS_PAGE_PREFIX ) ) {
				self::$outcome[ $item['key'] ] = self::add_options_page( $item );
			} elseif ( str_starts_with( $item['key'], self::GROUP_PREFIX ) ) {
				self::$outcome[ $item['key'] ] = self::add_field_group( $item );
			}
		}
	}

	/**
	 * An options page from SCF's export format, as SCF itself turns its UI pages into
	 * acf_add_options_page() arguments.
	 *
	 * @param array<string,mixed> $item The exported options page.
	 */
	private static function add_options_page( array $item ): string {
		if ( ! function_exists( 'acf_add_options_page' ) ) {
			return 'options pages need SCF or ACF PRO';
		}
		$slug = (string) ( $item['menu_slug'] ?? '' );
		if ( '' === $slug ) {
			return 'no menu_slug';
		}
		if ( function_exists( 'acf_get_options_page' ) && acf_get_options_page( $slug ) ) {
			return 'provided by another definition';
		}
		$parent = (string) ( $item['parent_slug'] ?? '' );
		$icon   = $item['menu_icon'] ?? array();
		$args   = array(
			'page_title'      => (string) ( $item['page_title'] ?? $item['title'] ?? $slug ),
			'menu_title'      => (string) ( $item['menu_title'] ?? $item['page_title'] ?? $slug ),
			'menu_slug'       => $slug,
			'parent_slug'     => 'none' === $parent ? '' : $parent,
			'capability'      => (string) ( $item['capability'] ?? 'edit_posts' ),
			'position'        => $item['position'] ?? null,
			'icon_url'        => is_array( $icon ) && 'dashicons' === ( $icon['type'] ?? '' ) ? (string) $icon['value'] : '',
			'redirect'        => (bool) ( $item['redirect'] ?? false ),
			// SCF's UI stores "options" as an empty post_id with data_storage "options".
			'post_id'         => '' === (string) ( $item['post_id'] ?? '' ) ? 'options' : (string) $item['post_id'],
			'autoload'        => (bool) ( $item['autoload'] ?? false ),
			'update_button'   => (string) ( $item['update_button'] ?? '' ),
			'updated_message' => (string) ( $item['updated_message'] ?? '' ),
			// Read by WPGraphQL for ACF: the root field siteOptionsPage of type SiteOptionsPage.
			'show_in_graphql'   => ! empty( $item['show_in_graphql'] ),
			'graphql_type_name' => (string) ( $item['graphql_type_name'] ?? '' ),
		);
		if ( ! empty( $item['graphql_field_name'] ) ) {
			$args['graphql_field_name'] = (string) $item['graphql_field_name'];
		}
		if ( '' === $args['parent_slug'] ) {
			acf_add_options_page( $args );
		} else {
			acf_add_options_sub_page( $args );
		}
		return 'registered';
	}

	/**
	 * A field group, unless the same key or GraphQL name is already defined.
	 *
	 * @param array<string,mixed> $group The exported field group.
	 */
	private static function add_field_group( array $group ): string {
		$name = self::graphql_name( $group );
		foreach ( self::existing_groups() as $other ) {
			$same_key = ( $other['key'] ?? null ) === $group['key'];
			// A group stored in the database under our key (our file imported with SCF › Tools)
			// is replaced by ours, as ACF lets a local definition win over a stored one.
			if ( $same_key && ! empty( $other['ID'] ) ) {
				continue;
			}
			if ( $same_key || ( '' !== $name && self::graphql_name( $other ) === $name ) ) {
				return 'provided by another definition';
			}
		}
		return acf_add_local_field_group( $group ) ? 'registered' : 'provided by another definition';
	}

	/**
	 * Groups defined so far: in code (local) and, active ones, in the database (the SCF UI).
	 *
	 * @return array<int,array<string,mixed>>
	 */
	private static function existing_groups(): array {
		$groups = function_exists( 'acf_get_local_field_groups' ) ? array_values( (array) acf_get_local_field_groups() ) : array();
		if ( function_exists( 'acf_get_raw_field_groups' ) ) {
			foreach ( (array) acf_get_raw_field_groups() as $stored ) {
				// Disabled groups are not in the schema.
				if ( is_array( $stored ) && ! empty( $stored['active'] ) ) {
					$groups[] = $stored;
				}
			}
		}
		return array_values( array_filter( $groups, 'is_array' ) );
	}

	/**
	 * The name WPGraphQL for ACF gives the group: graphql_field_name, else its title in camelCase.
	 *
	 * @param array<string,mixed> $group A field group.
	 */
	private static function graphql_name( array $group ): string {
		$name = (string) ( $group['graphql_field_name'] ?? '' );
		if ( '' === $name ) {
			$words = preg_split( '/[^A-Za-z0-9]+/', (string) ( $group['title'] ?? '' ), -1, PREG_SPLIT_NO_EMPTY );
			$name  = lcfirst( implode( '', array_map( 'ucfirst', is_array( $words ) ? $words : array() ) ) );
		}
		return strtolower( $name );
	}
}
