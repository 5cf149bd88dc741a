package main

import (
	"context"
	"errors"
	"io"
)

func runDemo(context.Context, []string, io.Writer, io.Writer) error {
	return errors.New("demo: not wired yet")
}
