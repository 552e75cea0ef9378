/**
 * The web page and its JSON API ({@code gridpuzzle serve}): operations over the same use cases as the command line,
 * run as jobs on a bounded pool, a request's texts handed to them as named texts (never files), answers drawn by the
 * renderers.
 */
package org.gridpuzzle.adapter.web;
