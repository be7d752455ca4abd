<?php
/**
 * Offset pagination for WPGraphQL, when the WPGraphQL Offset Pagination plugin is not active.
 *
 * @package Lavanda_Headless
 */

defined( 'ABSPATH' ) || exit;

/**
 * The site's listings ask for `posts(where: { offsetPagination: { offset, size } … })` and read
 * `pageInfo { offsetPagination { total hasMore hasPrevious } }`: the schema of the WPGraphQL Offset
 * Pagination plugin (0.2), which this provides with the same type and field names and the same
 * answers, so the site works with either. When that plugin is active, this stays out of the way:
 * both registering the same types would break the schema.
 *
 * Where: the root connections of every public post type (posts, pages, mediaItems …), contentNodes
 * and users, as that plugin has it. Nested connections (category { posts }) have no offset.
 */
final class Lavanda_Offset_Pagination {

	private static bool $active = false;

	public static function register(): void {
		// Every plugin is loaded by then, so whether the other one is there is known.
		add_action( 'plugins_loaded', array( __CLASS__, 'maybe_provide' ), 20 );
	}

	/**
	 * The WPGraphQL Offset Pagination plugin is loaded (its loader defines the constant).
	 */
	public static function other_plugin_active(): bool {
		return defined( 'WP_GRAPHQL_OFFSET_PAGINATION' ) || class_exists( '\WPGraphQL\Extensions\OffsetPagination\Loader', false );
	}

	/**
	 * Who provides offset pagination here, for the status endpoint and the settings page.
	 */
	public static function provider(): string {
		if ( self::other_plugin_active() ) {
			return 'wp-graphql-offset-pagination';
		}
		return self::$active ? 'lavanda-headless' : 'unavailable (WPGraphQL is not active)';
	}

	public static function maybe_provide(): void {
		if ( self::other_plugin_active() || ! class_exists( 'WPGraphQL' ) ) {
			return;
		}
		self::$active = true;
		add_action( 'graphql_register_types', array( __CLASS__, 'register_types' ), 9 );
		add_filter( 'graphql_connection_amount_requested', array( __CLASS__, 'amount_requested' ), 10, 2 );
		add_filter( 'graphql_map_input_fields_to_wp_query', array( __CLASS__, 'map_to_wp_query' ), 10, 2 );
		add_filter( 'graphql_map_input_fields_to_wp_user_query', array( __CLASS__, 'map_to_wp_user_query' ), 10, 2 );
		add_filter( 'graphql_connection_query_args', array( __CLASS__, 'count_total_when_asked' ), 10, 2 );
		add_filter( 'graphql_connection_page_info', array( __CLASS__, 'page_info' ), 10, 2 );
	}

	public static function register_types(): void {
		// Checked again: a plugin activated while this request runs could have loaded since.
		if ( self::other_plugin_active() ) {
			return;
		}
		register_graphql_input_type(
			'OffsetPagination',
			array(
				'description' => __( 'Offset pagination input type', 'lavanda-headless' ),
				'fields'      => array(
					'offset' => array(
						'type'        => 'Int',
						'description' => __( 'How many nodes to skip.', 'lavanda-headless' ),
					),
					'size'   => array(
						'type'        => 'Int',
						'description' => __( 'How many nodes to return.', 'lavanda-headless' ),
					),
				),
			)
		);
		register_graphql_object_type(
			'OffsetPaginationPageInfo',
			array(
				'description' => __( 'Get information about the offset pagination state', 'lavanda-headless' ),
				'fields'      => array(
					'total'       => array(
						'type'        => 'Int',
						'description' => __( 'Total amount of nodes in this connection', 'lavanda-headless' ),
					),
					'hasMore'     => array(
						'type'        => 'Boolean',
						'description' => __( 'True when there are nodes after this page.', 'lavanda-headless' ),
					),
					'hasPrevious' => array(
						'type'        => 'Boolean',
						'description' => __( 'True when the offset is above 0.', 'lavanda-headless' ),
					),
				),
			)
		);
		// On the interface, so every connection's page info has it (resolved from page_info()).
		register_graphql_field(
			'WPPageInfo',
			'offsetPagination',
			array(
				'type'        => 'OffsetPaginationPageInfo',
				'description' => __( 'Get information about the offset pagination state in the current connection', 'lavanda-headless' ),
			)
		);
		$where_types = array( 'RootQueryToContentNodeConnectionWhereArgs', 'RootQueryToUserConnectionWhereArgs' );
		foreach ( \WPGraphQL::get_allowed_post_types( 'objects' ) as $post_type ) {
			if ( $post_type instanceof WP_Post_Type && ! empty( $post_type->graphql_single_name ) ) {
				$where_types[] = 'RootQueryTo' . ucfirst( $post_type->graphql_single_name ) . 'ConnectionWhereArgs';
			}
		}
		foreach ( $where_types as $type ) {
			register_graphql_field(
				$type,
				'offsetPagination',
				array(
					'type'        => 'OffsetPagination',
					'description' => __( 'Paginate with offsets', 'lavanda-headless' ),
				)
			);
		}
	}

	/**
	 * The offsetPagination input of a resolver's field, or null.
	 *
	 * @param mixed $resolver A WPGraphQL connection resolver.
	 * @return array<string,mixed>|null
	 */
	private static function input( $resolver ): ?array {
		if ( ! is_object( $resolver ) || ! method_exists( $resolver, 'get_args' ) ) {
			return null;
		}
		$args = $resolver->get_args();
		return isset( $args['where']['offsetPagination'] ) && is_array( $args['where']['offsetPagination'] ) ? $args['where']['offsetPagination'] : null;
	}

	/**
	 * A page holds `size` nodes (0 without a size, as the other plugin answers).
	 *
	 * @param int   $amount   What first/last asked for.
	 * @param mixed $resolver The connection resolver.
	 */
	public static function amount_requested( $amount, $resolver ) {
		$input = self::input( $resolver );
		return null === $input ? $amount : (int) ( $input['size'] ?? 0 );
	}

	/**
	 * Offset and size to WP_Query. One post more than the page is fetched so that hasMore is
	 * known without counting every row.
	 *
	 * @param array<string,mixed> $query_args WP_Query arguments.
	 * @param array<string,mixed> $where_args The connection's where arguments.
	 * @return array<string,mixed>
	 */
	public static function map_to_wp_query( $query_args, $where_args ) {
		$input = $where_args['offsetPagination'] ?? null;
		if ( is_array( $input ) ) {
			if ( isset( $input['offset'] ) ) {
				$query_args['offset'] = (int) $input['offset'];
			}
			if ( isset( $input['size'] ) ) {
				$query_args['posts_per_page'] = (int) $input['size'] + 1;
			}
		}
		return $query_args;
	}

	/**
	 * The same for WP_User_Query.
	 *
	 * @param array<string,mixed> $query_args WP_User_Query arguments.
	 * @param array<string,mixed> $where_args The connection's where arguments.
	 * @return array<string,mixed>
	 */
	public static function map_to_wp_user_query( $query_args, $where_args ) {
		$input = $where_args['offsetPagination'] ?? null;
		if ( is_array( $input ) ) {
			if ( isset( $input['offset'] ) ) {
				$query_args['offset'] = (int) $input['offset'];
			}
			if ( isset( $input['size'] ) ) {
				$query_args['number'] = (int) $input['size'] + 1;
			}
		}
		return $query_args;
	}

	/**
	 * Counting all matching rows costs a query: only when `total` is selected.
	 *
	 * @param array<string,mixed> $query_args The query arguments.
	 * @param mixed               $resolver   The connection resolver.
	 * @return array<string,mixed>
	 */
	public static function count_total_when_asked( $query_args, $resolver ) {
		if ( ! is_object( $resolver ) || ! method_exists( $resolver, 'get_info' ) ) {
			return $query_args;
		}
		$info = $resolver->get_info();
		if ( ! $info instanceof \GraphQL\Type\Definition\ResolveInfo ) {
			return $query_args;
		}
		$selection = $info->getFieldSelection( 2 );
		if ( empty( $selection['pageInfo']['offsetPagination']['total'] ) ) {
			return $query_args;
		}
		if ( $resolver instanceof \WPGraphQL\Data\Connection\UserConnectionResolver ) {
			$query_args['count_total'] = true;
		} else {
			$query_args['no_found_rows'] = false;
		}
		return $query_args;
	}

	/**
	 * The offsetPagination field of pageInfo.
	 *
	 * @param array<string,mixed> $page_info The connection's page info.
	 * @param mixed               $resolver  The connection resolver.
	 * @return array<string,mixed>
	 */
	public static function page_info( $page_info, $resolver ) {
		if ( ! is_object( $resolver ) || ! method_exists( $resolver, 'get_query' ) ) {
			return $page_info;
		}
		$input = self::input( $resolver ) ?? array();
		$query = $resolver->get_query();
		$total = null;
		if ( $query instanceof WP_Query ) {
			$total = (int) $query->found_posts;
		} elseif ( $query instanceof WP_User_Query ) {
			$total = (int) $query->get_total();
		}
		$page_info['offsetPagination'] = array(
			'total'       => $total,
			// The query fetched one node more than the page when there is a next page.
			'hasMore'     => count( (array) $resolver->get_ids() ) > (int) ( $input['size'] ?? 0 ),
			'hasPrevious' => (int) ( $input['offset'] ?? 0 ) > 0,
		);
		return $page_info;
	}
}
