/** What use cases report while they run. */
package org.gridpuzzle.application.port.out;
