/** The experiments' results database in SQLite. */
package org.gridpuzzle.adapter.results;
