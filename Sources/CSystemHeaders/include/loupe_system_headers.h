/* Nothing is declared here: this target exists for its include folder (see ../empty.c). */
