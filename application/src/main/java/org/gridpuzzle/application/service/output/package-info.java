/** The output service: a picture or a text by the target's extension, written whole. */
package org.gridpuzzle.application.service.output;
