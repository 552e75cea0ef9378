/** File I/O for the text formats: the registry that picks a format by name or extension, and writing files whole or not at all. */
package org.gridpuzzle.adapter.file;
