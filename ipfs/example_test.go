package ipfs_test

import (
	"fmt"

	"github.com/arbitra-network/arbitra/ipfs"
	"github.com/arbitra-network/arbitra/verdict"
)

// The verdict hash that settlement put on chain is the digest of the
// verdict block's CID.
func ExampleParseRef() {
	c, err := ipfs.ParseRef("0x4eb9967f994060d486f96a14ae673443a330d36e6018e6d1b9df58a3ae152a04")
	if err != nil {
		panic(err)
	}
	fmt.Println(c)
	h, _ := verdict.HashFromCID(c)
	fmt.Printf("%x\n", h)
	// Output:
	// baguqeeraj24zm74zibqnjbxznikk4zzuiortbu3omamonunz35mkhlqvfica
	// 4eb9967f994060d486f96a14ae673443a330d36e6018e6d1b9df58a3ae152a04
}
