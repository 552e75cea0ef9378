/** Grid map files. */
package org.gridpuzzle.adapter.file.reachability;
